#!/usr/bin/env bash
# Generates the demo library's preview clips and posters into apps/api/media (decisions.md: "a small set
# of real playable preview clips and posters committed to the repo, generated once by a script").
# The output is committed; run this again only to change the footage. Needs ffmpeg with libx264 and
# libwebp (Debian's ffmpeg 5.1 has both). Every source is one of ffmpeg's lavfi generators: no input files,
# no fonts (drawtext would need them), nothing downloaded.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/apps/api/media"
FFMPEG="${FFMPEG:-ffmpeg}"
W=640
H=360
FPS=25
SECONDS_LONG=5
# The poster is this frame of its clip, so the still and the hover preview match.
POSTER_AT=2

mkdir -p "$OUT/previews" "$OUT/posters"

S="s=${W}x${H}:r=${FPS}"

# One filtergraph per clip. Each ends at ${W}x${H}; format and duration are applied by encode().
CLIPS=(
  # 01 fractal slowly zooming in, warm (rendered small and blurred up: fine detail costs bytes)
  "mandelbrot=s=320x180:r=${FPS}:start_scale=3.2:end_scale=1.4:end_pts=$((FPS * SECONDS_LONG)):start_x=-0.75:start_y=0:outer=normalized_iteration_count,scale=${W}:${H}:flags=bicubic,hue=h=-60:s=0.9,gblur=sigma=1.5"
  # 02 drifting four-colour gradient
  "gradients=${S}:n=4:speed=0.03:c0=0x2b1055:c1=0x7597de:c2=0xff6f61:c3=0xffd166:type=radial"
  # 03 plasma
  "color=c=black:${S},geq=r='128+127*sin(X/37+T*1.7)*cos(Y/29-T)':g='128+127*sin((X+Y)/41+T*2.1)':b='128+127*cos(hypot(X-320,Y-180)/23-T*3)',gblur=sigma=2"
  # 04 game of life in teal, with trails
  "life=s=128x72:r=${FPS}:ratio=0.3:mold=20:life_color=0x7fffd4:death_color=0x2a6f7f:mold_color=0x0b1622,scale=${W}:${H}:flags=neighbor,lagfun=decay=0.9,gblur=sigma=2.5"
  # 05 colour bars sweeping sideways, hue rolling
  "smptehdbars=${S},scroll=horizontal=0.004,hue=H=2*PI*t/5,gblur=sigma=6,vignette=PI/5"
  # 06 cellular automaton waterfall, tinted
  "cellauto=s=160x90:r=${FPS}:rule=110:random_fill_ratio=0.5:scroll=1,scale=${W}:${H}:flags=neighbor,format=gray,format=yuv444p,pseudocolor=preset=magma,gblur=sigma=3"
  # 07 concentric ripples
  "color=c=black:${S},geq=r='128+120*sin(hypot(X-W/2,Y-H/2)/9-T*6)':g='110+90*sin(hypot(X-W/3,Y-H/3)/13-T*4)':b='170+80*cos(hypot(X-2*W/3,Y-2*H/3)/11-T*5)'"
  # 08 sierpinski carpet drifting in violet
  "sierpinski=${S}:type=carpet:jump=1,format=gray,format=yuv444p,pseudocolor=preset=viridis,gblur=sigma=2.5"
  # 09 test pattern, softened and rotating hue
  "testsrc2=${S},hue=H=2*PI*t/3:s=0.8,gblur=sigma=3,vignette=PI/4"
  # 10 sunset linear gradient
  "gradients=${S}:n=3:speed=0.05:c0=0xff5e62:c1=0xff9966:c2=0x355c7d:type=linear"
  # 11 soft metaballs drifting over deep blue
  "color=c=black:${S},geq=r='min(255,30+5000/(1+hypot(X-320-200*sin(T*0.9),Y-180-90*cos(T*1.3))))':g='min(255,50+5000/(1+hypot(X-320-160*cos(T*1.1),Y-180-100*sin(T*0.7))))':b='min(255,110+5000/(1+hypot(X-320+180*sin(T*0.6),Y-180+80*sin(T*1.7))))'"
  # 12 aurora bands
  "color=c=black:${S},geq=r='40+40*sin(Y/50+T)':g='120+110*sin(X/90+sin(Y/40+T*1.3)*2+T)':b='140+100*cos(X/70-T*0.8+Y/120)',gblur=sigma=3"
)

encode() {
  local n="$1" graph="$2"
  local clip="$OUT/previews/clip-$n.mp4"
  local poster="$OUT/posters/clip-$n.webp"
  "$FFMPEG" -hide_banner -loglevel error -y \
    -f lavfi -i "$graph,format=yuv420p" -t "$SECONDS_LONG" -an \
    -c:v libx264 -preset slow -crf 35 -pix_fmt yuv420p -profile:v high -movflags +faststart \
    "$clip"
  "$FFMPEG" -hide_banner -loglevel error -y -ss "$POSTER_AT" -i "$clip" -frames:v 1 \
    -c:v libwebp -quality 55 -compression_level 6 "$poster"
  printf '%s  %6d B  %6d B\n' "clip-$n" "$(stat -c %s "$clip")" "$(stat -c %s "$poster")"
}

# With arguments (`make-media.sh 03 11`) only those clips are made again.
i=0
for graph in "${CLIPS[@]}"; do
  i=$((i + 1))
  n="$(printf '%02d' "$i")"
  if [ "$#" -eq 0 ] || [[ " $* " == *" $n "* ]]; then
    encode "$n" "$graph"
  fi
done

rm -f "$OUT/.gitkeep"
du -sh "$OUT"
