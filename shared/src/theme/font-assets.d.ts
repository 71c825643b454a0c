/** Font files are emitted as assets by the build; importing one gives its URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
