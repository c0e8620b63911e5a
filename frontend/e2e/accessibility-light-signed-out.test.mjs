// Accessibility, light scheme, signed out (the checks: accessibility.mjs).
import { signedOutSuite } from "./accessibility.mjs";

signedOutSuite("light");
