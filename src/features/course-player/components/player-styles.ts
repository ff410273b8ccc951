// The CSS of the Mantine components the player and the downloads list use (the shell loads only its own).
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Badge.css';
