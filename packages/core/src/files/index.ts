export * from './evidence-files.ts';
export * from './upload-quota.ts';
