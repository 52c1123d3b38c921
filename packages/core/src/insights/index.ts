export * from './snapshot-hash.ts';
export * from './widget-image.ts';
export * from './widget-texts.ts';
export * from './widget-view.ts';
