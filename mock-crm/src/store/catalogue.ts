import type { Database } from 'better-sqlite3';
import type { ArticleWire, SkillWire } from '@tolk/crm-contract';

export class CatalogueStore {
  constructor(private readonly db: Database) {}

  skills(): SkillWire[] {
    const substitutes = this.db.prepare('SELECT skill_id, substitute_id FROM skill_substitutes').all() as {
      skill_id: string;
      substitute_id: string;
    }[];
    const bySkill = new Map<string, string[]>();
    for (const s of substitutes) bySkill.set(s.skill_id, [...(bySkill.get(s.skill_id) ?? []), s.substitute_id]);
    const rows = this.db.prepare('SELECT id, name FROM skills ORDER BY name').all() as { id: string; name: string }[];
    return rows.map((row) => ({
      SkillIdentifier: row.id,
      SkillName: row.name,
      SubstituteSkills: (bySkill.get(row.id) ?? []).map((substituteId) => ({ SkillIdentifier: substituteId })),
    }));
  }

  articles(): ArticleWire[] {
    const rows = this.db.prepare('SELECT id, name FROM articles ORDER BY name').all() as { id: string; name: string }[];
    return rows.map((row) => ({ ArticleIdentifier: row.id, ArticleName: row.name }));
  }
}
