// Where the quick reference lives, for the plugin, the sheets and the MCP server alike.

/** The sheets' routes: `/quick-reference/<sheet>`. */
export const QUICK_REFERENCE_ROUTE = '/quick-reference';
/** The build's index of where each explained entry is explained (`explainedIndex`), read by the MCP server. */
export const EXPLAINED_INDEX = 'quick-reference.json';
