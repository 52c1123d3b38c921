import type { Employee, Team } from '@carbon-ledger/core';
import type { EmployeeRow, TeamRow } from './queries.ts';

export function presentEmployee(row: EmployeeRow): Employee {
  return {
    _id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    team: row.teamId && row.teamName !== null ? { _id: row.teamId, name: row.teamName } : null,
  };
}

export function presentTeam(row: TeamRow): Team {
  return {
    _id: row.id,
    name: row.name,
    employeeCount: Number(row.employeeCount),
    createdAt: row.createdAt.toISOString(),
  };
}
