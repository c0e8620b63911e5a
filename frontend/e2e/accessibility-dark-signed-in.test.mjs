// Accessibility, dark scheme, signed in (the checks: accessibility.mjs).
import { signedInSuite } from "./accessibility.mjs";

signedInSuite("dark");
