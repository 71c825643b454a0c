/** How long ago `since` was, in the console's words: `45 menit`, `3 jam 20 menit`, `2 hari 4 jam`. */
export function pendingAge(since: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} hari${hours > 0 ? ` ${hours} jam` : ''}`;
  if (hours > 0) return `${hours} jam${minutes % 60 > 0 ? ` ${minutes % 60} menit` : ''}`;
  return `${minutes} menit`;
}
