import { CALCULATOR_HOME } from '../../app/paths.ts';

/** Only paths inside this app: an absolute URL in redirectPath must not send people elsewhere. */
export function pickSafeRedirect(redirectPath: string | null): string {
  if (!redirectPath?.startsWith('/') || redirectPath.startsWith('//') || redirectPath.startsWith('/\\')) {
    return CALCULATOR_HOME;
  }
  return redirectPath;
}
