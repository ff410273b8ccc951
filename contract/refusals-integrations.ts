/**
 * Refusal codes of uploads, course packages, LTI and whole requests (issue 52, item 5). English
 * templates as the server writes them; spread into `refusalTemplates` (contract/refusals.ts).
 */
/**
 * A course package's own problems (server/packages/*: the zip, its entries, the SCORM manifest, the
 * H5P files), each thrown as a `PackageRefusal` of its code and answered as 422 or 413. File names,
 * paths and XML names are params or stay as written; the XML parser's English error is `reason`.
 */
export const packageRefusalTemplates = {
  // The zip as a whole (unpack-package.ts, zip-directory.ts).
  'package-bytes-over': 'The package is {{bytes}} bytes; at most {{maxBytes}} are accepted.',
  'package-not-zip-too-short': 'The file is not a zip archive (too short).',
  'package-not-zip': 'The file is not a zip archive (no central directory).',
  'package-zip64': 'ZIP64 archives are not accepted; packages are limited in size anyway.',
  'package-too-many-entries_one': 'The package has {{count}} entry; at most {{max}} are accepted.',
  'package-too-many-entries_other': 'The package has {{count}} entries; at most {{max}} are accepted.',
  'package-directory-outside': 'The zip archive is damaged (its central directory lies outside the file).',
  'package-directory-entry-broken': 'The zip archive is damaged (a central directory entry is broken).',
  'package-unpacked-too-large': 'The package unpacks to more than {{maxBytes}} bytes (the limit); it was refused before unpacking.',
  // One entry of the zip (its path as written in the zip).
  'package-entry-name-length': 'The entry "{{path}}" has an empty or over-long name.',
  'package-entry-backslash': 'The entry "{{path}}" uses a backslash in its path.',
  'package-entry-absolute': 'The entry "{{path}}" has an absolute path.',
  'package-entry-control-character': 'The entry "{{path}}" has a control character in its name.',
  'package-entry-escapes': 'The entry "{{path}}" escapes the package folder (..).',
  'package-entry-empty-segment': 'The entry "{{path}}" has an empty or "." path segment.',
  'package-entry-symlink': 'The entry "{{path}}" is a symbolic link; packages may not contain links.',
  'package-entry-encrypted': 'The entry "{{path}}" is encrypted; packages must not be password-protected.',
  'package-entry-method': 'The entry "{{path}}" uses compression method {{method}}; only stored and deflated entries are accepted.',
  'package-entry-twice': 'The entry "{{path}}" appears twice in the package.',
  'package-entry-no-local-header': 'The zip archive is damaged (no local header for "{{path}}").',
  'package-entry-past-end': 'The zip archive is damaged ("{{path}}" runs past its end).',
  'package-entry-zip-bomb': 'The entry "{{path}}" unpacks to more than its header says ({{size}} bytes) or is damaged; refused as a possible zip bomb.',
  'package-entry-size-mismatch': 'The entry "{{path}}" does not match the size its header says.',
  // SCORM: imsmanifest.xml (unpack-package.ts, scorm-manifest.ts).
  'package-manifest-missing': 'The zip has no imsmanifest.xml: it is not a SCORM package. (H5P content is uploaded as a .h5p file.)',
  'package-manifest-nested': 'imsmanifest.xml must be at the top of the zip, not in "{{path}}"; zip the package\'s contents, not its folder.',
  'package-manifest-entities': 'imsmanifest.xml declares XML entities, which are not accepted.',
  'package-manifest-not-xml': 'imsmanifest.xml is not well-formed XML: {{reason}}.',
  'package-manifest-no-root': 'imsmanifest.xml has no <manifest> element.',
  'package-manifest-version-unknown': 'imsmanifest.xml does not say which SCORM version it is (schemaversion "{{schemaVersion}}"); SCORM 1.2 and 2004 are accepted.',
  'package-manifest-no-organization': 'imsmanifest.xml has no <organization>: there is nothing to launch.',
  'package-manifest-missing-resource': 'imsmanifest.xml: item "{{item}}" points at resource "{{resource}}", which is not declared.',
  'package-manifest-resource-no-href': 'imsmanifest.xml: resource "{{resource}}" has no launch file (href).',
  'package-manifest-no-items': 'imsmanifest.xml: the organisation has no item with a launchable resource.',
  'package-manifest-launch-file-missing': 'imsmanifest.xml: the launch file "{{file}}" of "{{item}}" is not in the package.',
  // H5P: h5p.json, content/content.json and the libraries (h5p-manifest.ts).
  'package-h5p-file-missing': 'The H5P package has no {{file}}.',
  'package-h5p-not-json-object': '{{file}} in the H5P package is not a JSON object.',
  'package-h5p-dependencies-invalid': '{{file}}: preloadedDependencies must list machineName, majorVersion and minorVersion.',
  'package-h5p-main-library-unnamed': 'h5p.json does not name its mainLibrary.',
  'package-h5p-main-library-not-listed': 'h5p.json: the main library {{library}} is not among its preloadedDependencies.',
  'package-h5p-library-missing': 'The H5P package lacks the library {{folder}} (no {{folder}}/library.json), which it depends on.',
} as const;

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
  ...packageRefusalTemplates,
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
