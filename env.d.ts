/** Set by vite.config.ts (`define`): the id of this build, shared by the server and the client bundle. */
declare const __BUILD_ID__: string
