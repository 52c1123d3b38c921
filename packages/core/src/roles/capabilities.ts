import type { Role } from './role.ts';

/**
 * Minimum role per capability, in the order of spec section 6. The server enforces these
 * and the SPA hides controls with the same table, so both always agree.
 */
export const CAPABILITY_MINIMUM_ROLES = {
  // viewer
  retrieveInstanceFiles: 'viewer',
  instanceReviewer: 'viewer',
  // Addition, not in the spec's table: reading the member list and company settings is what every
  // member needs for the identity module; it follows the table's rule that viewers may read.
  viewCompanyUsers: 'viewer',
  viewCompanySettings: 'viewer',
  // editor
  instanceInvites: 'editor',
  calculatorResults: 'editor',
  inviteCompanyUsers: 'editor',
  // admin
  createReports: 'admin',
  esgSimpleCsvExport: 'admin',
  esgDashboardLock: 'admin',
  enableDataSources: 'admin',
  groupActions: 'admin',
  instanceActions: 'admin',
  deleteFiles: 'admin',
  emissionFactorPreFilter: 'admin',
  enableAi: 'admin',
  freeze: 'admin',
  logs: 'admin',
  engageTab: 'admin',
  simpleCsvExport: 'admin',
  instanceSetup: 'admin',
  reductionIdeaAdvancedImpact: 'admin',
  removeCompanyUsers: 'admin',
  settingsClimateProjects: 'admin',
  settingsCustomSolutions: 'admin',
  settingsPaymentHistory: 'admin',
  payments: 'admin',
  modifyLogs: 'admin',
  reduction: 'admin',
  // Addition, not in the spec's table: changing members' roles sits with removing them (admin).
  manageCompanyUsers: 'admin',
  // owner
  apiKeyManagement: 'owner',
  deleteCalculatorContainer: 'owner',
  settingsCompany: 'owner',
  paymentMethods: 'owner',
  subscriptions: 'owner',
  sso: 'owner',
  // sitewide-admin
  assessmentFormModifications: 'sitewide-admin',
  autoAssignSources: 'sitewide-admin',
  csvUpload: 'sitewide-admin',
  advancedCsvExport: 'sitewide-admin',
  exportDocuments: 'sitewide-admin',
  globalBulkUpload: 'sitewide-admin',
  aiReductionIdeas: 'sitewide-admin',
  settingsSupportTickets: 'sitewide-admin',
  // The operators' side of solutions: creating and withdrawing custom plans (Settings → Custom plans).
  settingsSolutions: 'sitewide-admin',
  // Addition, not in the spec's table: granting and revoking platform operator rights.
  manageOperators: 'sitewide-admin',
  // Addition, not in the spec's table: loading the substance list the ESG substances picker searches.
  manageSubstanceList: 'sitewide-admin',
  // Addition, not in the spec's table: curating the installation's positive news and its feeds.
  manageNews: 'sitewide-admin',
} as const satisfies Record<string, Role>;

export type Capability = keyof typeof CAPABILITY_MINIMUM_ROLES;

/** Every capability id, in table order. */
export const CAPABILITIES = Object.keys(CAPABILITY_MINIMUM_ROLES) as readonly Capability[];

/** Tells whether a string is a known capability id (route policies carry plain strings). */
export function isCapability(value: unknown): value is Capability {
  return typeof value === 'string' && Object.hasOwn(CAPABILITY_MINIMUM_ROLES, value);
}
