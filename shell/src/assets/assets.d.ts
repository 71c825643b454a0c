/** Images are emitted as files by the build; importing one gives its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
