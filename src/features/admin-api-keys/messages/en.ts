/** The API keys screen's texts in English (issue 52): the source its translations follow, key for key. */
import { englishMessages } from '@/i18n/i18n';

export const messages = {
  title: 'API keys',
  intro: 'Keys let programs such as a student information system call this platform\'s API for the organisation. The API is described at <docs>/api/docs</docs>.',
  offline: 'You are offline: API keys are kept on the server and need a network connection.',
  newKey: 'New key',
  keys: 'Keys',
  loading: 'Loading API keys',
  caption: 'API keys of the organisation',
  none: 'No keys yet.',
  closeNotice: 'Close the notice',
  revokeConfirm: 'Revoke the key “{{name}}”? Programs using it are refused from the next request on.',
  revoked: 'Key “{{name}}” revoked.',
  columns: {
    name: 'Name',
    key: 'Key',
    scopes: 'Scopes',
    createdBy: 'Created by',
    created: 'Created',
    lastUsed: 'Last used',
    status: 'Status',
    actions: 'Actions',
  },
  statusRevoked: 'Revoked',
  statusActive: 'Active',
  revokeLabel: 'Revoke the key {{name}}',
  revoke: 'Revoke',
  scopes: {
    'courses-read': 'Read courses',
    'results-read': 'Read results',
    'people-manage': 'Manage people',
    'enrolments-manage': 'Manage enrolments',
  },
  form: {
    name: 'Name',
    nameHint: 'Which program uses it, e.g. Student information system',
    scopes: 'Scopes',
    scopesHint: 'What the program may do; everything else is refused.',
    create: 'Create key',
    created: 'Key “{{name}}” created',
    copyNow: 'Copy it now: it is shown only this once. Programs send it as “Authorization: Bearer <key>”.',
    copy: 'Copy',
    copied: 'Copied',
  },
};

/** The API keys screen's texts: these keys, each a text in another language. */
export type Messages = typeof messages;

export const adminApiKeysNs = englishMessages('admin-api-keys', messages);
