/** The purpose of every form's public links (`public-links`): a form link never opens anything else. */
export const FORM_LINK_PURPOSE = 'form';
/** The public answer page: `${publicUrl}/forms/<token>`. */
export const FORM_PAGE_PATH = 'forms';
