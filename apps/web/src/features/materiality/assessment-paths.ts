export const ASSESSMENTS_PATH = '/dashboard/assessments';
/** The supplier assessments live beside the materiality assessments; their pages are their own module's. */
export const SUPPLIER_ASSESSMENTS_PATH = '/dashboard/assessments/suppliers';
export const assessmentPath = (id: string) => `${ASSESSMENTS_PATH}/${id}`;
