import { MIN_ANSWERS_PER_GROUP, mergeSmallGroups } from './privacy.ts';

/** One team's response rate as the results show it: links sent and answers, counted, never whose. */
export type TeamRate = { key: string; invited: number; responses: number; rate: number };

/**
 * The response rate per team. Teams with 1 to 4 answers are merged into "other" (the privacy rule of
 * every answer breakdown); a team whose links nobody answered shows as 0 of its links, since a count of
 * zero tells nothing about anyone's answers. Below five answers in all nothing is broken down, so not
 * even which teams answered can be read.
 */
export function buildTeamRates(
  invitedByTeam: Readonly<Record<string, number>>,
  answeredByTeam: ReadonlyMap<string, number>,
): TeamRate[] {
  const teams = Object.entries(invitedByTeam).map(([key, invited]) => ({
    key,
    count: answeredByTeam.get(key) ?? 0,
    invited,
  }));
  const total = teams.reduce((sum, team) => sum + team.count, 0);
  if (total < MIN_ANSWERS_PER_GROUP) return [];
  const answered = mergeSmallGroups(
    teams.filter((team) => team.count > 0),
    (members) => ({ invited: members.reduce((sum, member) => sum + member.invited, 0) }),
  );
  const unanswered = teams.filter((team) => team.count === 0 && team.invited > 0);
  return [...answered, ...unanswered].map((team) => ({
    key: team.key,
    invited: team.invited,
    responses: team.count,
    rate: team.invited === 0 ? 0 : team.count / team.invited,
  }));
}
