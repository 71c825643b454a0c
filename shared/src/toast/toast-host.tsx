import { ToastContainer } from 'react-toastify';

/** The one toast container (spec 8): top-right, newest on top, 5000 ms, paused while hovered. */
export function ToastHost() {
  return <ToastContainer position="top-right" newestOnTop autoClose={5000} pauseOnHover closeOnClick={false} />;
}
