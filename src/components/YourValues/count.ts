/** How many values the stored text holds, without loading their checks (first load). */
export function parseStoredCount(raw: string | null): number {
  if (!raw) return 0;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? Object.keys(parsed).length : 0;
  } catch {
    return 0;
  }
}
