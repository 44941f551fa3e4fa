import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order in which the API and integration files start, two at a time. Vitest's own order runs
 * the projects one after another by name, which put the integration files (a site build each, a
 * minute or more) last: the stage ended with one core waiting on the last of them. They start first,
 * then the files that write tens of thousands of bookings, then the rest by Vitest's order (longest
 * known, or largest, first); a project's files stay together, as a worker is kept only within one.
 */
const PROJECT_RANK: Record<string, number> = { integration: 0, 'api-pg': 1, api: 2 };
const rank = (spec: TestSpecification) => (PROJECT_RANK[spec.project.name] ?? 3) * 2 + (/-scale\.test\.ts$/.test(spec.moduleId) ? 0 : 1);

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a rank, Vitest's order stands.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
