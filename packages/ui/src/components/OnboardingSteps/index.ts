export { OnboardingSteps, ONBOARDING_STEPS } from './OnboardingSteps';
export type {
  OnboardingPlaylist,
  OnboardingStepsProps,
  OnboardingStepsStatus,
  OnboardingStep,
} from './OnboardingSteps';
export { ONBOARDING_TEXT } from './onboardingStepsText';
