/// Solver cases: input and hand-worked expected values side by side. `FixtureTests` runs
/// them; the grammar is described in `FixtureParser`. Every expected value is derived in the
/// comment above it, not taken from the solver.
let fixtureText = """
case priorities-are-levels-not-weights
# Three values forced equal (t). Level 330 alone decides: |t − 600| is smallest at 600.
# A weighted sum (300·|t−200| + 300·|t−500| + 330·|t−600|) would pick 200.
a == b
b == c
a == 200 @300
b == 500 @300
c == 600 @330
expect a=600 b=600 c=600

case fractional-priority-is-its-own-level
# 999.5 outranks 999, whatever the weights.
x == 10 @999:1000
x == 20 @999.5
expect x=20

case lower-level-decides-among-ties-above
# Level 999.5 allows anything in [0, 100]; level 999 then pulls to 40.
x >= 0 @999.5
x <= 100 @999.5
x == 40 @999
expect x=40

case weight-scales-error-within-a-level
# |x|·1 + |x − 10|·2 is 10 at x = 10 and 20 at x = 0.
x == 0 @500
x == 10 @500:2
expect x=10

case tiny-weight-breaks-an-exact-tie
# |x|·1.000001 + |x − 10|·1: x = 0 costs 10, x = 10 costs 10.00001.
x == 0 @500:1.000001
x == 10 @500
expect x=0

case weights-never-cross-levels
# Any error at 501 outweighs weight 1000 at 500.
x == 0 @500:1000
x == 10 @501
expect x=10

case required-inequalities-bound-a-wish
# x == 0 @500 wants 0; x >= 10 is required.
x >= 10
x <= 20
x == 0 @500
expect x=10

case two-views-stretch-first-view-absorbs
# Intrinsic 50 + 30 + two gaps of 8 = 96; the container is 200, so 104 is extra. Hugging
# ties at 250 (weight 1): the documented rule gives it all to the first view added.
x0 == 0
x1 == x0 + w0 + 8
w0 <= 50 @250
w0 >= 50 @750
x2 == x1 + w1 + 8
w1 <= 30 @250
w1 >= 30 @750
x2 == 200
expect w0=154 w1=30 x1=162 x2=200
ambiguous w0 w1
fixed x0 x2

case two-views-stretch-weight-picks-the-second
# Same, but the first view hugs slightly harder (weight 1.000001), so the second stretches.
x0 == 0
x1 == x0 + w0 + 8
w0 <= 50 @250:1.000001
w0 >= 50 @750
x2 == x1 + w1 + 8
w1 <= 30 @250
w1 >= 30 @750
x2 == 200
expect w0=50 w1=134 x1=58
fixed w0 w1 x1

case two-views-compress-first-view-gives
# Container 80: 16 short of 96. Compression resistance ties at 750; the first view gives.
x0 == 0
x1 == x0 + w0 + 8
w0 <= 50 @250
w0 >= 50 @750
x2 == x1 + w1 + 8
w1 <= 30 @250
w1 >= 30 @750
x2 == 80
expect w0=34 w1=30

case exactly-intrinsic-is-not-ambiguous
# Container 96 = 50 + 30 + 16: both views at intrinsic size, nothing left to share.
x0 == 0
x1 == x0 + w0 + 8
w0 <= 50 @250
w0 >= 50 @750
x2 == x1 + w1 + 8
w1 <= 30 @250
w1 >= 30 @750
x2 == 96
expect w0=50 w1=30 x1=58
fixed w0 w1 x1 x2

case unsatisfiable-equalities-name-their-conflicts
# a = 10 and b = a + 5 force b = 15; b = 20 contradicts both. The solver keeps working.
a == 10
b == a + 5
unsat b == 20 conflicts 0,1
expect a=10 b=15
c == b + 1
expect c=16

case unsatisfiable-inequality-names-its-conflict
x >= 10
unsat x <= 5 conflicts 0
expect x=10

case contradiction-without-variables
unsat 0 == 1 conflicts none
x == 3
expect x=3

case redundant-required-equality-is-kept
# The second copy is redundant; after removing the first the second still holds x.
x == 10
x == 10
remove 0
expect x=10

case remove-restores-lower-levels
# 600 beats 500 until it is removed; with both gone x is unconstrained (0).
x == 10 @500
x == 20 @600
expect x=20
remove 1
expect x=10
remove 0
expect x=0
ambiguous x

case hugging-and-compression-share-a-row
# Level 750 needs x ≥ 10; level 500 then pulls to the closest point, 10. Without the
# compression constraint, 500 wins: x = 5 (hugging x ≤ 10 holds there too).
x <= 10 @250
x >= 10 @750
x == 5 @500
expect x=10
remove 1
expect x=5

case two-required-equalities
x + y == 10
x - y == 2
expect x=6 y=4
fixed x y

case edit-follows-suggestions-within-required-bounds
x >= 10
edit x @999
suggest x 50
expect x=50
suggest x 5
expect x=10
unedit x
x == 30 @500
expect x=30

case edit-drives-a-stack-across-its-intrinsic-size
# Views 50 and 30 with gaps 8: intrinsic end 96. Suggestions move the end; the first view
# absorbs every difference (tie rule), the second keeps its intrinsic width.
x0 == 0
x1 == x0 + w0 + 8
w0 <= 50 @250
w0 >= 50 @750
x2 == x1 + w1 + 8
w1 <= 30 @250
w1 >= 30 @750
edit x2 @999
suggest x2 96
expect w0=50 w1=30
suggest x2 86
expect w0=40 w1=30 x2=86
suggest x2 120
expect w0=74 w1=30 x2=120
suggest x2 96
expect w0=50 w1=30

case ambiguity-of-free-and-pinned-variables
# y is pinned; x appears nowhere; a + b = 10 leaves one degree of freedom for both.
y == 5
a + b == 10
expect y=5
ambiguous x a b
fixed y

case ambiguity-resolved-by-a-weak-wish
a + b == 10
a == 3 @1
expect a=3 b=7
fixed a b

case slack-of-a-lone-inequality-is-ambiguous
# x ≥ 0 alone lets x be anything non-negative at no cost.
x >= 0
ambiguous x
"""
