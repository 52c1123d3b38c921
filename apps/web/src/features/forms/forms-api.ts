import { formSavedResponseSchema, publicFormResponseSchema, type SurveyAnswers } from '@carbon-ledger/core';
import { http } from '../../api/client.ts';

/** The public answer page's calls: the token in the path is the only authority. */
export const fetchPublicForm = (token: string) =>
  http.get('/api/forms/:token', { params: { token }, schema: publicFormResponseSchema });

export const saveFormDraft = (token: string, answers: SurveyAnswers) =>
  http.put('/api/forms/:token/draft', { answers }, { params: { token }, schema: formSavedResponseSchema });

export const submitFormAnswers = (token: string, answers: SurveyAnswers) =>
  http.post('/api/forms/:token/submit', { answers }, { params: { token }, schema: formSavedResponseSchema });
