/* LayerNorm / RMSNorm over the last dim, float32 (RMS defined for RMSNorm).
 *   bufs = {X [R,H], gamma [H], beta [H] (LayerNorm only), Y [R,H]};  dims = {R, H[, EPS]}
 *   EPS (optional) is epsilon in units of 1e-12 (the model's own epsilon); 1e-5 when absent.
 *
 * ROWS_PER_BLOCK rows are processed together: statistics for the whole block, then the block is
 * normalised. HIDDEN_SPLIT: the hidden dim is streamed in that many chunks, chunk-outer and
 * row-inner, so each chunk of the block's rows is reused while cache-hot.
 * STATS  one_pass: sum and sum of squares in one sweep (double accumulators: E[x^2] - E[x]^2
 *                  cancels badly in float); RMS: sum of squares in double;
 *        two_pass: mean, then sum of squared deviations (float); RMS: max |x|, then the sum
 *                  of (x / max)^2 (overflow-safe scaling).
 * PIPELINE  none:   statistics and output straight from X;
 *           single: the block's rows are staged into a contiguous working buffer first;
 *           double: two staging buffers: the next block is staged after this block's
 *                   statistics and before its normalisation (the copy overlaps that work).
 * UNROLL applies to the inner hidden loops.
 */
#ifndef RMS
#define RMS 0
#endif

long aoe_out_ld(long n) { return n; }

static void stage(const float *X, long H, long r0, long nb, float *buf)
{
    memcpy(buf, X + r0 * H, (size_t)nb * H * sizeof(float));
}

static void block_stats(const float *x, long H, long nb, float *mean, float *rstd, double eps)
{
    long chunk = (H + HIDDEN_SPLIT - 1) / HIDDEN_SPLIT;
#if STATS == 0
    double s1[ROWS_PER_BLOCK] = {0}, s2[ROWS_PER_BLOCK] = {0};
    for (long c0 = 0; c0 < H; c0 += chunk) {
        long c1 = MIN(H, c0 + chunk);
        for (long r = 0; r < nb; ++r) {
            const float *xr = x + r * H;
            double a = 0.0, b = 0.0;
            KLOOP_UNROLL
            for (long h = c0; h < c1; ++h) { double v = xr[h]; a += v; b += v * v; }
            s1[r] += a; s2[r] += b;
        }
    }
    for (long r = 0; r < nb; ++r) {
#if RMS
        mean[r] = 0.0f;
        rstd[r] = (float)(1.0 / sqrt(s2[r] / H + eps));
#else
        double mu = s1[r] / H, var = s2[r] / H - mu * mu;
        mean[r] = (float)mu;
        rstd[r] = (float)(1.0 / sqrt((var > 0 ? var : 0) + eps));
#endif
    }
#else
    float p1[ROWS_PER_BLOCK] = {0}, p2[ROWS_PER_BLOCK] = {0};
    for (long c0 = 0; c0 < H; c0 += chunk) {
        long c1 = MIN(H, c0 + chunk);
        for (long r = 0; r < nb; ++r) {
            const float *xr = x + r * H;
#if RMS
            float a = p1[r];
            for (long h = c0; h < c1; ++h) a = MAX(a, fabsf(xr[h]));
            p1[r] = a;
#else
            float a = 0.0f;
            KLOOP_UNROLL
            for (long h = c0; h < c1; ++h) a += xr[h];
            p1[r] += a;
#endif
        }
    }
#if !RMS
    for (long r = 0; r < nb; ++r) p1[r] /= (float)H;
#endif
    for (long c0 = 0; c0 < H; c0 += chunk) {
        long c1 = MIN(H, c0 + chunk);
        for (long r = 0; r < nb; ++r) {
            const float *xr = x + r * H;
            float a = 0.0f;
#if RMS
            float inv = p1[r] > 0 ? 1.0f / p1[r] : 0.0f;
            KLOOP_UNROLL
            for (long h = c0; h < c1; ++h) { float v = xr[h] * inv; a += v * v; }
#else
            float mu = p1[r];
            KLOOP_UNROLL
            for (long h = c0; h < c1; ++h) { float v = xr[h] - mu; a += v * v; }
#endif
            p2[r] += a;
        }
    }
    for (long r = 0; r < nb; ++r) {
#if RMS
        mean[r] = 0.0f;
        /* rms = max * sqrt(sum (x/max)^2 / H) */
        double ms = (double)p1[r] * p1[r] * (p2[r] / H);
        rstd[r] = (float)(1.0 / sqrt(ms + eps));
        /* (cold) an Inf in the row: the sum above is NaN (Inf * 0), but rms is Inf: 1/rms is 0
         * (finite x give 0, the Inf NaN, as x / rms does), NaN if the row also holds a NaN (a
         * NaN x makes the sum NaN, but MAX may have passed over it) */
        if (isinf(p1[r])) {
            rstd[r] = 0.0f;
            for (long h = 0; h < H; ++h)
                if (x[r * H + h] != x[r * H + h]) rstd[r] = NAN;
        }
#else
        mean[r] = p1[r];
        rstd[r] = 1.0f / sqrtf(p2[r] / (float)H + (float)eps);
#endif
    }
#endif
}

static void block_norm(const float *x, long H, long nb, const float *mean, const float *rstd,
                       const float *gamma, const float *beta, float *y)
{
    long chunk = (H + HIDDEN_SPLIT - 1) / HIDDEN_SPLIT;
    for (long c0 = 0; c0 < H; c0 += chunk) {
        long c1 = MIN(H, c0 + chunk);
        for (long r = 0; r < nb; ++r) {
            const float *restrict xr = x + r * H;
            float *restrict yr = y + r * H;
            float mu = mean[r], rs = rstd[r];
            KLOOP_UNROLL
            for (long h = c0; h < c1; ++h) {
#if RMS
                (void)beta; (void)mu;
                yr[h] = xr[h] * rs * gamma[h];
#else
                yr[h] = (xr[h] - mu) * rs * gamma[h] + beta[h];
#endif
            }
        }
    }
}

int aoe_run(float **bufs, const long *dims)
{
    long R = dims[0], H = dims[1];
    double eps = dims[2] > 0 ? (double)dims[2] * 1e-12 : 1e-5;
    const float *X = bufs[0], *gamma = bufs[1], *beta = bufs[2];
    float *Y = bufs[3];
    float mean[ROWS_PER_BLOCK], rstd[ROWS_PER_BLOCK];
    float *buf[2] = {NULL, NULL};
#if PIPELINE != PIPE_NONE
    buf[0] = aoe_alloc((size_t)MIN(ROWS_PER_BLOCK, R) * H); /* no more rows than there are */
    buf[1] = aoe_alloc((size_t)MIN(ROWS_PER_BLOCK, R) * H);
    if (!buf[0] || !buf[1]) return 2;
#endif
    int cur = 0;
    (void)cur;
#if PIPELINE == PIPE_DOUBLE
    if (R > 0) stage(X, H, 0, MIN(ROWS_PER_BLOCK, R), buf[0]);
#endif
    for (long r0 = 0; r0 < R; r0 += ROWS_PER_BLOCK) {
        long nb = MIN(ROWS_PER_BLOCK, R - r0);
#if PIPELINE == PIPE_NONE
        const float *x = X + r0 * H;
#elif PIPELINE == PIPE_SINGLE
        stage(X, H, r0, nb, buf[0]);
        const float *x = buf[0];
#else
        const float *x = buf[cur];
#endif
        block_stats(x, H, nb, mean, rstd, eps);
#if PIPELINE == PIPE_DOUBLE
        long r1 = r0 + ROWS_PER_BLOCK;
        if (r1 < R) stage(X, H, r1, MIN(ROWS_PER_BLOCK, R - r1), buf[cur ^ 1]);
        cur ^= 1;
#endif
        block_norm(x, H, nb, mean, rstd, gamma, beta, Y + r0 * H);
    }
    aoe_free(buf[0]); aoe_free(buf[1]);
    return 0;
}
