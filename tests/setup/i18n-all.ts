// Unit tests render components without their page, so every bundle's strings are loaded up front here; the
// end-to-end suites check that each page loads its own bundle (tests/unit/i18n/bundles.test.ts checks the imports).
import { addLocaleBundle } from '@/i18n'
import { ZH_HANS, ZH_HANT } from '@/i18n/all-resources.generated'

addLocaleBundle(ZH_HANS, ZH_HANT)
