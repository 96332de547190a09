export default function useIsBrowser(): boolean {
  return true;
}
