// `npm run theme:css`: see theme/writeBrandCss.ts.
import { BRAND_CSS_DIR, writeBrandCss } from '../theme/writeBrandCss';

writeBrandCss();
console.log(`brand CSS written to ${BRAND_CSS_DIR}/`);
