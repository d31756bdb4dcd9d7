// The query parameters a social login comes back with (to the app's page, or to the service's own page for a link):
// the login's single-use result, or why there is none (`cancelled`: declined at the provider; `failed`). A module of
// its own, with no imports, so the connector's descriptor reads them without loading the protocol's schemas.
export const SOCIAL_RESULT_PARAM = 'portico_social'
export const SOCIAL_ERROR_PARAM = 'portico_social_error'
/** The page on the wallet service's own origin where a link's provider window ends (the frame reads it and closes it). */
export const SOCIAL_LINKED_PATH = '/social/linked'
