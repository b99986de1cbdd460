import { brandCodes, defaultBrandCode, isBrandCode, type BrandCode } from '../../brands';

/** What this run targets: its own local servers, or (BASE_URL set) one deployment that it starts nothing for. */
export const deploymentUrl = process.env.BASE_URL?.trim() || undefined;
export const targetsDeployment = Boolean(deploymentUrl);

/** The brand of the deployment under BASE_URL: BRAND, default yellow (the default build). */
export function deploymentBrandCode(): BrandCode {
  const brand = process.env.BRAND?.trim();
  if (!brand) return defaultBrandCode;
  if (!isBrandCode(brand)) {
    throw new Error(`BRAND="${brand}" is not a brand code: choose one of ${brandCodes.join(', ')}`);
  }
  return brand;
}

export const NEEDS_OWN_SERVERS =
  'BASE_URL targets one deployment and starts nothing; this check needs the servers a local run starts (run without BASE_URL)';
