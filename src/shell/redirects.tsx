import { Navigate } from 'react-router-dom';

/** The root opens Home (document 1: "/" redirects to /home). */
export const RootRedirect = () => <Navigate to="/home" replace />;

/** An unknown path goes to the root, which opens Home. */
export const UnknownPathRedirect = () => <Navigate to="/" replace />;
