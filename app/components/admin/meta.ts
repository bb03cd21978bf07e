/** Meta of a back-office page: its title and noindex (no canonical or alternates under /admin). */
export function adminMeta(title: string) {
  return [{ title: `${title} | Admin Panel` }, { name: "robots", content: "noindex, nofollow" }];
}
