export * from './country-codes.ts';
export * from './email.ts';
export * from './field-issues.ts';
export * from './forms.ts';
export * from './issue-text.ts';
export * from './message-keys.ts';
export * from './messages.ts';
export * from './password.ts';
