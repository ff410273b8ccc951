/**
 * Refusal codes of uploads, course packages, LTI and whole requests (issue 52, item 5). English
 * templates as the server writes them; spread into `refusalTemplates` (contract/refusals.ts).
 */
export const integrationRefusalTemplates = {
  // Whole requests: a body too large (a push among them) and a field zod refused.
  'request-too-large': 'The request body is larger than {{maxBytes}} bytes.',
  'invalid-field': 'The request {{part}} is invalid.',
  'pull-token-invalid': 'The pull page token is not valid; pull again without it.',
  'api-key-unknown': 'The API key is unknown or has been revoked.',
  'api-key-route-closed': 'This route is not open to API keys.',
  'api-key-lacks-scope': 'This API key lacks the scope {{scope}}.',
  'api-key-other-organisation': 'This API key belongs to another organisation.',
  // Media uploads and course packages.
  'upload-not-yours': 'There is no such upload of yours.',
  'upload-metadata-invalid': 'The Upload-Metadata header is not valid tus metadata.',
  'upload-course-missing': 'Say which course the upload is for (courseId in Upload-Metadata).',
  'upload-type-refused': 'Uploads may be MP4 or WebM video, PDF, PNG, JPEG, WebP or GIF images, or a SCORM .zip or H5P .h5p package; not "{{filetype}}".',
  'upload-extension-wrong': 'The file name must end in .{{extensions}} for {{filetype}}.',
  'upload-unfinished': 'The upload is not finished yet; send the rest of its bytes first.',
  'package-too-large': 'The package is larger than {{maxBytes}} bytes, the most your organisation accepts.',
  'package-refused': '{{problem}}',
  'package-missing': 'There is no such package.',
  'packages-limit': 'The organisation already has {{max}} packages, the most it may hold; remove one first.',
  'package-lesson-no-upload': 'The package lesson "{{title}}" has no uploaded package.',
  'package-not-of-course': 'The package of lesson "{{title}}" is not a package of this course.',
  // Other people's things.
  'users-missing': 'There is no user {{users}} in this organisation.',
  'device-id-taken': 'This device id is already taken; turn notifications off and on again.',
  'ai-chat-own-only': 'You can only read your own AI chat messages.',
  'push-not-set-up': 'Push notifications are not set up on this server.',
  // LTI 1.3: platforms, launches and deep linking.
  'lti-platform-taken': 'A platform with this issuer and client id is registered already.',
  'lti-platform-missing': 'There is no such platform.',
  'lti-platform-unknown': 'No platform with this issuer and client id is registered here.',
  'lti-issuer-shared': 'Several platforms share this issuer: the login must name its client_id.',
  'lti-score-missing': 'There is no such score post waiting.',
  'lti-learner-cannot-place': 'Only a teacher or an administrator of the platform can place activities.',
  'lti-deployment-unknown': 'Deployment {{deployment}} is not registered for this platform.',
  'lti-token-not-jwt': 'The id_token is not a JWT.',
  'lti-token-unnamed': 'The id_token names no issuer or audience.',
  'lti-audience-unknown': 'The id_token\'s audience is not a client id registered for its issuer.',
  'lti-token-expired': 'The id_token has expired.',
  'lti-signature-mismatch': 'The id_token\'s signature does not match the platform\'s keys.',
  'lti-claim-invalid': 'The id_token\'s {{claim}} claim is not valid: {{reason}}.',
  'lti-no-matching-key': 'No key of the platform\'s JWKS matches the id_token.',
  'lti-token-refused': 'The id_token was refused: {{reason}}',
  'lti-keys-unreadable': 'The platform\'s public keys could not be read.',
  'lti-claim-missing': 'The id_token lacks a claim LTI 1.3 requires.',
  'lti-state-unknown': 'The launch\'s state is unknown, used already or expired: start again from the platform.',
  'lti-nonce-mismatch': 'The id_token\'s nonce is not the one this login gave out.',
  'lti-nonce-used': 'The id_token\'s nonce was used already: a launch is accepted once.',
  'lti-account-removed': 'Your account was removed from this organisation: ask its administrator.',
  'lti-no-credentials': 'This server cannot sign people in from a platform: it needs Firebase service-account credentials (GOOGLE_APPLICATION_CREDENTIALS).',
  'lti-target-gone': 'The course, lesson or quiz this link places is not in this organisation (any more).',
  'lti-link-unplaced': 'This link does not say which course, lesson or quiz it opens: place it again with deep linking.',
  'lti-resource-link-missing': 'A resource link launch must carry its resource_link claim.',
  'lti-deep-linking-missing': 'A deep-linking launch must carry its deep_linking_settings claim.',
  'lti-no-resource-links': 'The platform accepts no ltiResourceLink here, the only kind this tool places.',
  'lti-picker-expired': 'This picker has expired or was not made here: start again from the platform.',
  'lti-picker-platform-gone': 'The platform of this picker is no longer registered.',
} as const;

/** What zod found wrong with a field (`invalid-field`'s `problem`), a small closed set the PWA words. */
export const FIELD_PROBLEMS = ['required', 'too-long', 'too-short', 'too-large', 'too-small', 'not-a-number', 'not-a-whole-number', 'not-a-date', 'not-allowed', 'unknown-field', 'wrong-format', 'wrong-type', 'not-storable'] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number];

/**
 * The PWA's words for `invalid-field`, one per problem (`invalid-field_<problem>`, chosen by
 * `refusalTemplateKey`): the server's English stays 'The request json is invalid.' (its detail), and
 * another language says which field and what is wrong with it.
 */
export const fieldProblemTemplates = {
  'invalid-field_required': '{{field}} is required.',
  'invalid-field_too-long': '{{field}} is too long.',
  'invalid-field_too-short': '{{field}} is too short.',
  'invalid-field_too-large': '{{field}} is too large.',
  'invalid-field_too-small': '{{field}} is too small.',
  'invalid-field_not-a-number': '{{field}} is not a number.',
  'invalid-field_not-a-whole-number': '{{field}} is not a whole number.',
  'invalid-field_not-a-date': '{{field}} is not a valid date.',
  'invalid-field_not-allowed': '{{field}} has a value that is not allowed.',
  'invalid-field_unknown-field': '{{field}} is not a field this server takes.',
  'invalid-field_wrong-format': '{{field}} is not in the right format.',
  'invalid-field_wrong-type': '{{field}} has the wrong kind of value.',
  'invalid-field_not-storable': '{{field}} holds something the server cannot store.',
} as const satisfies Record<`invalid-field_${FieldProblem}`, string>;
