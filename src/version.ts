/** SPEC §1/§9: app version string and its numeric form (sent as the version header). */
export const APP_VERSION = '6.12.09'
export const APP_VERSION_CODE = 61209
