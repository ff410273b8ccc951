/** The toast container (SPEC §9): 5000 ms, paused while hovered (Mantine's default), 300–560 px wide. */
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

const toastStyles = { notification: { minWidth: 300, maxWidth: 560 } };

/** Where toasts appear. */
export default function Toasts() {
  return <Notifications autoClose={5000} containerWidth={560} styles={toastStyles} position="top-center" />;
}
