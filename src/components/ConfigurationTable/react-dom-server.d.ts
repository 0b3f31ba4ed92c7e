// react-dom ships no type declarations and @types/react-dom is not installed:
// declare the one server API that the unit test uses.
declare module 'react-dom/server' {
  export function renderToStaticMarkup(element: import('react').ReactNode): string;
}
