/** The calculator instances page: home of signed-in users and target of unknown paths. */
export const CALCULATOR_HOME = '/dashboard/calculator';
export const LOGIN_PATH = '/login';
/** The solutions catalogue: every product, whether the company may use it, and the way to it. */
export const SOLUTIONS_CATALOGUE_PATH = '/dashboard/solutions';
/** Positive news: every signed-in member may read it (spec section 2). */
export const NEWS_PATH = '/dashboard/analytics/news';
