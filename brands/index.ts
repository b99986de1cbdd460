import { genericBrand } from './generic';
import { redBrand } from './red';
import { brandCodes, type Brand, type BrandCode } from './types';
import { ukBrand } from './uk';
import { yellowBrand } from './yellow';

export { brandCodes };
export type { Brand, BrandCode };

export const brands: Record<BrandCode, Brand> = {
  generic: genericBrand,
  yellow: yellowBrand,
  red: redBrand,
  uk: ukBrand,
};

export const defaultBrandCode: BrandCode = 'yellow';

export function isBrandCode(value: unknown): value is BrandCode {
  return typeof value === 'string' && (brandCodes as readonly string[]).includes(value);
}
