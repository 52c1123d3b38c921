/**
 * Container types (spec section 1). An unknown type is shown as Custom. A module of its own so that
 * the entitlements (part of the first script of the app) do not pull in the calculator's contracts.
 */
export const CONTAINER_TYPES = [
  'company',
  'custom',
  'digital',
  'product',
  'esg',
  'esg-search',
  'event',
] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** The display type of a stored container type: unknown types read as Custom. */
export function getDisplayContainerType(type: string): ContainerType {
  return (CONTAINER_TYPES as readonly string[]).includes(type) ? (type as ContainerType) : 'custom';
}
