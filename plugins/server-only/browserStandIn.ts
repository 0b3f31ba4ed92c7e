/** A `.server` module as the browser bundle sees it (plugins/server-only): nothing. */
const nothing: undefined = undefined;
export default nothing;
