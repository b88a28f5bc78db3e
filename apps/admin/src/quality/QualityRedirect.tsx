import { Navigate } from 'react-router-dom';

/** /quality opens the area's first page, the call generation. */
export function QualityRedirect() {
  return <Navigate to="/evaluation/generate" replace />;
}
