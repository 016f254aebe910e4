/** `useIsBrowser` for the components listed in ./index.ts, which read it only as a re-mount key: the same value on
 *  the server and in the browser, so they render once. */
export default function useIsBrowser(): boolean {
  return true;
}
