// The tables in the server bundle only (plugins/server-only): see index.tsx.
export {default} from './Tables';
