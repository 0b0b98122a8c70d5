/**
 * The methods each known path answers, for the 405 of an unsupported method (docs/api.md,
 * "Statuses"): route URLs as Fastify declares them (`/api/v1/users/:id/`, `/media/*`), matched
 * against a request path with the router's options (a trailing slash is optional).
 */
export class AllowedMethods {
  private readonly routes: Array<{ pattern: RegExp; methods: Set<string> }> = [];

  add(url: string, methods: readonly string[]): void {
    const source = url
      .replace(/\/+$/, '')
      .split('/')
      .map((segment) =>
        segment.startsWith(':')
          ? '[^/]+'
          : segment === '*'
            ? '.*'
            : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    const pattern = new RegExp(`^${source}/?$`);
    const known = this.routes.find((route) => route.pattern.source === pattern.source);
    if (known) for (const method of methods) known.methods.add(method);
    else this.routes.push({ pattern, methods: new Set(methods) });
  }

  /** The methods some route answers at `path` (without its query string), sorted; [] when none. */
  at(path: string): string[] {
    const methods = new Set<string>();
    for (const route of this.routes)
      if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    return [...methods].sort();
  }
}
