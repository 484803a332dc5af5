import { z } from 'zod'

// The H5 Content-Security-Policy has no 'unsafe-eval' and the mini-program has no eval at all. zod 4 probes
// `new Function('')` before compiling its fast object parsers, which the browser reports as a CSP violation
// (Lighthouse best practices); jitless parsing never probes. Imported first by src/app.ts.
z.config({ jitless: true })
