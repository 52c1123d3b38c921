export * from './aggregate-answers.ts';
export * from './commute/index.ts';
export * from './estimate-answer-seconds.ts';
export * from './question-set.ts';
export * from './score-answers.ts';
export * from './validate-answers.ts';
export * from './visibility.ts';
