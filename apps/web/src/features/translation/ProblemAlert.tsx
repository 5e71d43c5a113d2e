import { Alert } from '../../components/Alert';
import type { Problem } from './messages';

export function ProblemAlert({ problem }: { problem: Problem }) {
  return (
    <Alert tone="error">
      <strong>{problem.title}</strong>
      {problem.detail && <>: {problem.detail}</>}
    </Alert>
  );
}
