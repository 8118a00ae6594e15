/**
 * The deployment kinds the workers know. Only these two may run development aids (sandboxes, the API-base
 * override, uncompressed HTML); any other value of ENVIRONMENT, a missing or misspelt one included, is
 * production, so a forgotten setting fails safe.
 */
const NON_PRODUCTION = ['local', 'staging'] as const

export function isProductionEnvironment(environment: string | undefined): boolean {
  return !(NON_PRODUCTION as readonly string[]).includes(environment ?? '')
}

/** A setting as text: a missing or non-string binding reads as empty. */
export function settingText(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/**
 * The problems of a worker's settings, worked out once per isolate (its bindings never change) and logged
 * once when there are any: the details go to the log, never to a client.
 */
export function settingProblemsOnce<Env extends object>(rules: (env: Env) => string[]): (env: Env) => string[] {
  const verdicts = new WeakMap<Env, string[]>()
  return function problemsOf(env) {
    let problems = verdicts.get(env)
    if (!problems) {
      problems = rules(env)
      verdicts.set(env, problems)
      if (problems.length > 0)
        console.error(
          JSON.stringify({ level: 'error', msg: 'refusing to serve: unsafe production settings', problems }),
        )
    }
    return problems
  }
}
