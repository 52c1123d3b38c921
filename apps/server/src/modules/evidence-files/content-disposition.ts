import type { EvidenceFileKind } from '@carbon-ledger/core';

/** Kinds a browser may show in place (`?inline=true`); every other kind is only ever downloaded. */
const INLINE_KINDS: ReadonlySet<EvidenceFileKind> = new Set(['pdf', 'png', 'jpeg', 'webp']);

export function canShowInline(kind: EvidenceFileKind): boolean {
  return INLINE_KINDS.has(kind);
}

/**
 * A Content-Disposition header for a display name (RFC 6266): an ASCII fallback in `filename` with
 * quotes, backslashes and anything outside printable ASCII replaced, and the exact name in `filename*`
 * as UTF-8, percent-encoded (RFC 5987), so no name can break out of the header.
 */
export function buildContentDisposition(displayName: string, type: 'inline' | 'attachment'): string {
  const fallback = displayName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(displayName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
