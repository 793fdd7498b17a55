// Async boundary: shared singletons are negotiated before any app code runs (nothing is eager).
import('./bootstrap');
