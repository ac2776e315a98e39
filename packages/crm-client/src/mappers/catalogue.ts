import type { Article, Skill } from '@tolk/core';
import type { ArticleWire, SkillWire } from '@tolk/crm-contract';

export const toSkill = (wire: SkillWire): Skill => ({
  id: wire.SkillIdentifier,
  name: wire.SkillName,
  substituteIds: wire.SubstituteSkills.map((s) => s.SkillIdentifier),
});

export const toArticle = (wire: ArticleWire): Article => ({ id: wire.ArticleIdentifier, name: wire.ArticleName });
